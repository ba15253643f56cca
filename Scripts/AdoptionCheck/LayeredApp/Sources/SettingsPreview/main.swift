import SettingsFeature
import StorageClient

print(settingsView(StorageClient(save: { _ in })))
