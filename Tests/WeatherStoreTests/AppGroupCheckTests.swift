import Testing

@testable import WeatherStore

@Suite("App group check")
struct AppGroupCheckTests {
    @Test func anEntitledGroupPasses() {
        #expect(AppGroupCheck.problem(group: "group.org.example.weather", containerExists: true) == nil)
    }

    @Test func aGroupWithoutAContainerIsUnavailableAndNamesTheGroupAndEntitlement() throws {
        let problem = try #require(AppGroupCheck.problem(group: "group.org.example.weather", containerExists: false))
        #expect(problem.code == .unavailable)
        #expect(problem.message.contains("group.org.example.weather"))
        #expect(problem.message.contains("com.apple.security.application-groups"))
    }
}
