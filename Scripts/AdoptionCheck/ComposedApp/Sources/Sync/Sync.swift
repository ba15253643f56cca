import BrowserKit
import Models

public enum Sync {}
