public struct DependencyValues {}
