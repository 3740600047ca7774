/// Every workload `trellis-bench` knows, in run order. Add a workload by appending it here.
enum WorkloadCatalog {
  /// The workloads.
  ///
  /// The masonry placeholder is a stand-in so the pipeline runs end to end; it is replaced by the real flow, masonry,
  /// constraints and tree workloads once their libraries land.
  static var all: [Workload] {
    [
      PlaceholderMasonryWorkload.make()
    ]
  }
}
