/// The local target graph: an edge from a target to each local target it depends on.
public struct TargetGraph: Sendable {
  /// The targets, sorted by package and name.
  public let targets: [ResolvedTarget]
  /// For each target, the indices of its direct local dependencies.
  public let dependencies: [[Int]]
  /// For each target, the indices of the targets that depend on it directly.
  public let dependents: [[Int]]

  /// A graph of `targets`; dependencies on targets that are not among them are left out.
  public init(targets: [ResolvedTarget]) {
    let sorted = targets.sorted { $0.ref < $1.ref }
    let indexByRef = Dictionary(
      sorted.enumerated().map { ($1.ref, $0) }, uniquingKeysWith: { first, _ in first })
    let dependencies = sorted.map { target in
      target.localDependencies.compactMap { indexByRef[$0] }.uniqued()
    }
    var dependents = [[Int]](repeating: [], count: sorted.count)
    for (index, edges) in dependencies.enumerated() {
      for dependency in edges { dependents[dependency].append(index) }
    }
    self.targets = sorted
    self.dependencies = dependencies
    self.dependents = dependents
  }

  /// Everything reachable from `start` along `edges`, `start` excluded unless on a cycle.
  public func reachable(from start: [Int], along edges: [[Int]]) -> Set<Int> {
    var seen = Set<Int>()
    var stack = start.flatMap { edges[$0] }
    while let next = stack.popLast() {
      guard seen.insert(next).inserted else { continue }
      stack.append(contentsOf: edges[next])
    }
    return seen
  }

  /// The transitive local dependencies of a target.
  public func closure(of index: Int) -> Set<Int> {
    reachable(from: [index], along: dependencies).subtracting([index])
  }

  /// Every target that depends, directly or not, on one of `indices`.
  public func transitiveDependents(of indices: [Int]) -> Set<Int> {
    reachable(from: indices, along: dependents).subtracting(indices)
  }

  /// A shortest dependency path from one of `sources` to one of `destinations`, both ends
  /// included, or `nil` when none depends on any.
  public func shortestPath(from sources: [Int], to destinations: Set<Int>) -> [Int]? {
    var parent: [Int: Int] = [:]
    var visited = Set(sources)
    var queue = sources
    var head = 0
    while head < queue.count {
      let current = queue[head]
      head += 1
      for next in dependencies[current] {
        if destinations.contains(next) && !sources.contains(next) {
          var path = [next, current]
          while let previous = parent[path[path.count - 1]] { path.append(previous) }
          return path.reversed()
        }
        if visited.insert(next).inserted {
          parent[next] = current
          queue.append(next)
        }
      }
    }
    return nil
  }

  /// The strongly connected components (Tarjan), each sorted; components are in reverse
  /// topological order (dependencies before dependents).
  public func stronglyConnectedComponents() -> [[Int]] {
    var index = 0
    var indices = [Int?](repeating: nil, count: targets.count)
    var lowLinks = [Int](repeating: 0, count: targets.count)
    var onStack = [Bool](repeating: false, count: targets.count)
    var stack: [Int] = []
    var components: [[Int]] = []
    // An explicit work stack instead of recursion, so deep graphs cannot overflow the call stack.
    for root in targets.indices where indices[root] == nil {
      var work: [(node: Int, edge: Int)] = [(root, 0)]
      indices[root] = index
      lowLinks[root] = index
      index += 1
      stack.append(root)
      onStack[root] = true
      while let (node, edge) = work.last {
        if edge < dependencies[node].count {
          work[work.count - 1].edge += 1
          let next = dependencies[node][edge]
          if let nextIndex = indices[next] {
            if onStack[next] { lowLinks[node] = min(lowLinks[node], nextIndex) }
          } else {
            indices[next] = index
            lowLinks[next] = index
            index += 1
            stack.append(next)
            onStack[next] = true
            work.append((next, 0))
          }
          continue
        }
        work.removeLast()
        if let parent = work.last?.node {
          lowLinks[parent] = min(lowLinks[parent], lowLinks[node])
        }
        if lowLinks[node] == indices[node] {
          var component: [Int] = []
          while let member = stack.popLast() {
            onStack[member] = false
            component.append(member)
            if member == node { break }
          }
          components.append(component.sorted())
        }
      }
    }
    return components
  }

  /// For each target, the length of its longest dependency chain (0 for a target without local
  /// dependencies); the targets of a cycle share one height.
  public func heights() -> [Int] {
    var heights = [Int](repeating: 0, count: targets.count)
    // Components come dependencies first, so each component's dependencies are already known.
    for component in stronglyConnectedComponents() {
      let members = Set(component)
      let height =
        component.flatMap { dependencies[$0] }.filter { !members.contains($0) }
        .map { heights[$0] + 1 }.max() ?? 0
      for member in component { heights[member] = height }
    }
    return heights
  }
}
