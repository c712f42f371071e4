import Foundation
import WeatherCore
import WeatherModels

/// How a favorite ``Place`` is stored in the columns of the `favorites` table (schema version 3).
///
/// Everything but the localized names is a plain column, so a list of favorites loads without a
/// JSON decoder; the localized names are one compact JSON object, present only when there are any
/// (see ``LocalizedNamesText``).
/// The coordinate is stored in degrees and read back through `Coordinate(latitude:longitude:)`,
/// so a row edited out of range comes back as a `decoding` error, never as an invalid place.
enum PlaceColumns {
    /// The place columns after `user_id, place_id, position`, in binding and reading order.
    static let names = "name, state, country, latitude, longitude, time_zone, localized_names"

    /// The `?` parameters matching ``names``.
    static let parameters = "?, ?, ?, ?, ?, ?, ?"

    /// The column definitions matching ``names``.
    static let definitions = """
        name TEXT NOT NULL,
            state TEXT,
            country TEXT,
            latitude REAL NOT NULL,
            longitude REAL NOT NULL,
            time_zone TEXT,
            localized_names TEXT
        """

    /// Binds the place's columns to parameters `first`, `first + 1`, … of `statement`.
    static func bind(_ place: Place, to statement: SQLiteStatement, from first: Int32) throws {
        try statement.bind(.text(place.name), at: first)
        try statement.bind(place.state, at: first + 1)
        try statement.bind(place.country, at: first + 2)
        try statement.bind(.real(place.coordinate.latitude), at: first + 3)
        try statement.bind(.real(place.coordinate.longitude), at: first + 4)
        try statement.bind(place.timeZone?.identifier, at: first + 5)
        try statement.bind(try LocalizedNamesText.encode(place.localizedNames), at: first + 6)
    }

    /// Reads a place with identifier `id` from the columns starting at `first`.
    ///
    /// `timeZones` remembers the zones already looked up, so a list of places in a handful of
    /// zones builds each zone once.
    static func read(
        id: String,
        from row: SQLiteRow,
        at first: Int32,
        timeZones: inout [String: TimeZone]
    ) throws -> Place {
        let coordinate: Coordinate
        do {
            coordinate = try Coordinate(latitude: try row.double(first + 3), longitude: try row.double(first + 4))
        } catch let error as WeatherError {
            throw StoreErrors.decoding("favorite place", error)
        }
        var timeZone: TimeZone?
        if let identifier = try row.optionalText(first + 5) {
            if let known = timeZones[identifier] {
                timeZone = known
            } else if let zone = TimeZone(identifier: identifier) {
                timeZones[identifier] = zone
                timeZone = zone
            } else {
                throw StoreErrors.decoding(
                    "favorite place", SendableDescription(description: "unknown time zone identifier \"\(identifier)\"")
                )
            }
        }
        return Place(
            id: id,
            name: try row.text(first),
            coordinate: coordinate,
            localizedNames: try LocalizedNamesText.decode(try row.optionalText(first + 6)),
            state: try row.optionalText(first + 1),
            country: try row.optionalText(first + 2),
            timeZone: timeZone
        )
    }
}
