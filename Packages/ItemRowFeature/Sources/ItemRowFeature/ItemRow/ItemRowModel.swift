import IssueReporting
import Models
import NavigationState
import Observation

/// One row of the inventory: its own navigation (the delete confirmation) and where it asks to go.
///
/// The row does not keep the item it shows: the list owns the items, and the view hands the row's
/// item to each endpoint (``rowTapped(_:)``, ``duplicateButtonTapped(_:)``,
/// ``deleteButtonTapped(_:)``), so an item saved or changed elsewhere is shown at once, with no
/// copy to keep in step.
///
/// The delete confirmation is the row's own ``destination``. Every hop out of the row (selecting
/// it, Duplicate) is an ``ItemRowDestination`` value handed to ``onDestination``; the confirmed
/// delete, a change the parent makes rather than a place to go, is ``onDeleteConfirmed``. Both
/// default to `unimplemented(...)`, so a parent (or test) that forgets one gets an issue naming
/// it, e.g. `Unimplemented: ItemRowModel.onDestination`.
@MainActor
@Observable
public final class ItemRowModel: Identifiable {
  /// Where the row has navigated to inside itself.
  public enum Destination {
    /// "Delete" asks for confirmation first.
    case alert(AlertState<AlertAction>)
  }

  /// The buttons of the row's alerts that do something (Cancel only dismisses).
  public enum AlertAction: Hashable, Sendable {
    /// The delete confirmation's Delete: the user confirmed.
    case confirmDeletion
  }

  /// The id of the row's item: rows are identified by the item they show.
  public nonisolated let id: Item.ID

  /// The row's own presentation; `nil` when only the row is shown. The alert writes `nil` when
  /// it is dismissed.
  public var destination: Destination?

  /// Called when the row asks to go somewhere it does not own (see ``ItemRowDestination``).
  @ObservationIgnored
  public var onDestination: @MainActor (ItemRowDestination) -> Void = unimplemented(
    "ItemRowModel.onDestination")

  /// The user confirmed deleting the item with this id. The parent removes it; the row has
  /// already dismissed its alert.
  @ObservationIgnored
  public var onDeleteConfirmed: @MainActor (Item.ID) -> Void = unimplemented(
    "ItemRowModel.onDeleteConfirmed")

  /// - Parameters:
  ///   - id: The id of the item the row shows.
  ///   - destination: Where the row starts, e.g. the delete alert when restoring a deep link.
  public init(id: Item.ID, destination: Destination? = nil) {
    self.id = id
    self.destination = destination
  }

  /// "Delete": ask the user to confirm deleting `item`.
  public func deleteButtonTapped(_ item: Item) {
    destination = .alert(.deleteConfirmation(item))
  }

  /// A button of the row's alert was tapped; `nil` is Cancel.
  public func alertButtonTapped(_ action: AlertAction?) {
    destination = nil
    switch action {
    case .confirmDeletion:
      onDeleteConfirmed(id)
    case nil:
      break
    }
  }

  /// "Duplicate": asks for a copy of `item`.
  public func duplicateButtonTapped(_ item: Item) {
    onDestination(.duplicate(item))
  }

  /// The row itself (labelled with the item's name) was selected: asks to edit `item`.
  public func rowTapped(_ item: Item) {
    onDestination(.edit(item))
  }
}

extension AlertState where Action == ItemRowModel.AlertAction {
  /// Titled with the item's name, asking "Are you sure you want to delete this item?", with a
  /// destructive Delete and a Cancel.
  public static func deleteConfirmation(_ item: Item) -> Self {
    AlertState(
      title: item.name,
      message: "Are you sure you want to delete this item?",
      buttons: [
        ButtonState(role: .destructive, label: "Delete", action: .confirmDeletion),
        ButtonState(role: .cancel, label: "Cancel"),
      ]
    )
  }
}
