// Views take bindings and present alert and dialog states: whoever draws with TextUI uses them.
@_exported import NavigationState
