// Sample values for previews: a library, not a preview app.
import Models

public enum GamePreview {
  public static let game = Game()
}
