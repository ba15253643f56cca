import ApiClient
import AppFeature

let app = AppModel(client: .preview())
await app.start()
print(app.frame())
