// The WeatherSandbox module. Its types live in the files beside this one.
import WeatherModels
