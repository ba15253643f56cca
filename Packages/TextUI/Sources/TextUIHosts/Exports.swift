// A host runs views: whoever hosts them builds them with TextUI.
@_exported import TextUI
