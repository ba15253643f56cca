import NukeUI

public enum ImageLoading {
  public static let pipelineName = "default"
}
