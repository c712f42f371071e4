// The WeatherModels tests live in the files beside this one, mirroring Sources/WeatherModels.
