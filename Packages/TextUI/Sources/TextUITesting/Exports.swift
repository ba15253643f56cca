// The driver speaks the hosts' vocabulary (`Step`, `Key`, `StepError`, `ControlDescription`).
@_exported import TextUIHosts
