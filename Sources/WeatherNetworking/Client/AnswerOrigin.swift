import WeatherModels

/// The origin of the answer being decoded and mapped, set by ``APIClient`` around that work and read by
/// ``APIClient/dataOrigin``, so the data a provider builds from an answer carries the answer's origin.
package enum AnswerOrigin {
    /// The origin of the answer the current task is mapping, or `nil` outside that work.
    @TaskLocal package static var current: DataOrigin?
}
