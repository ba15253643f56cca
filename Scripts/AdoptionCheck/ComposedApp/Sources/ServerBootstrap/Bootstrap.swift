// The server's composition root: it links the live client.
import ApiClientLive
import Models

public func bootstrap() {}
