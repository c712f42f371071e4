@_exported import WeatherTesting

// WeatherTestSupport: the package's own test helpers (loopback HTTP server, child processes). The helpers
// consumers may use too (StubTransport, TestClock, WeatherFixtures) are the WeatherTesting product, re-exported here.
