import FeatureTemplate
import Models
import TextViews

/// One screen of the app: a feature model per case.
@MainActor
public enum Screen {
  case featureTemplate(FeatureTemplateModel)
}

/// The data-only projection of a ``Screen``, what a saved state or a link holds.
public enum ScreenState: Hashable, Codable, Sendable {
  case featureTemplate(filter: String)
}

extension Screen {
  /// The rendering of the screen's feature.
  public var view: any TextView {
    switch self {
    case .featureTemplate(let model): FeatureTemplateView(model: model).body
    }
  }

  /// Runs the screen's loading work.
  public func task() async {
    switch self {
    case .featureTemplate(let model): await model.task()
    }
  }

  public var state: ScreenState {
    switch self {
    case .featureTemplate(let model): .featureTemplate(filter: model.filter)
    }
  }
}
