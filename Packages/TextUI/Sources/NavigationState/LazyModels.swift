import Observation

/// The models of a lazy list's rows, by id: each built when its row appears, let go when the row
/// leaves the screen, and kept while it presents something (an alert, say) wherever it is.
///
/// A list of 100,000 items holds only the models of the rows on screen. The list's owner says
/// what a row's model is (`make`) and when one must outlive its row (`keepWhile`); which models
/// are alive is this type's business. ``LazyModelRow`` calls ``appeared(_:)`` and
/// ``disappeared(_:)`` for a row of a `List`, after the frame, never while drawing.
@MainActor
@Observable
public final class LazyModels<ID: Hashable, Model: AnyObject> {
  /// The models alive, oldest first.
  public private(set) var models: [Model] = []
  /// Their ids, in the same order. Observed, so a row waiting for its model is drawn again once
  /// it is built.
  private var ids: [ID] = []
  @ObservationIgnored private var visibleIDs: Set<ID> = []
  @ObservationIgnored private let make: @MainActor (ID) -> Model
  @ObservationIgnored private let isPresenting: @MainActor (Model) -> Bool

  /// - Parameters:
  ///   - make: Builds the model of the row with this id.
  ///   - isPresenting: Whether a model is presenting something, which keeps it alive after its
  ///     row left the screen.
  public init(
    make: @escaping @MainActor (ID) -> Model,
    keepWhile isPresenting: @escaping @MainActor (Model) -> Bool = { _ in false }
  ) {
    self.make = make
    self.isPresenting = isPresenting
  }

  /// The model of the row with this id, if it is alive.
  public subscript(id id: ID) -> Model? {
    ids.firstIndex(of: id).map { models[$0] }
  }

  /// How many models are alive.
  public var count: Int { models.count }

  /// The first model that is presenting something, wherever its row is.
  public var presenting: Model? {
    models.first(where: isPresenting)
  }

  /// The row with this id came on screen: its model is built unless it is alive.
  public func appeared(_ id: ID) {
    visibleIDs.insert(id)
    _ = model(id)
  }

  /// The row with this id left the screen: its model is let go unless it is presenting.
  public func disappeared(_ id: ID) {
    visibleIDs.remove(id)
    dropHidden()
  }

  /// The model of the row with this id, built if need be, as a link needs one for a row that is
  /// not on screen. It stays alive only while its row is on screen or it presents something,
  /// so give it what it presents before the next row appears or disappears.
  public func model(_ id: ID) -> Model {
    dropHidden()
    if let model = self[id: id] { return model }
    let model = make(id)
    ids.append(id)
    models.append(model)
    return model
  }

  /// Lets go of the models whose rows are off screen and that present nothing.
  private func dropHidden() {
    for index in models.indices.reversed()
    where !visibleIDs.contains(ids[index]) && !isPresenting(models[index]) {
      ids.remove(at: index)
      models.remove(at: index)
    }
  }
}
