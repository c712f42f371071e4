#!/usr/bin/env bash
# Counts the public and open declarations of every library product, per target and in total.
#
# A declaration is a line in Sources/<Target>/**/*.swift that starts (after attributes such as
# `@MainActor` or `@available(...)`) with `public ` or `open `; `public import` lines are not counted.
# System-library targets (C modules) and the internal targets WeatherCore and WeatherJSON have no
# product and are skipped.
#
# WeatherTesting (test doubles) and WeatherUIPreviews (sandbox previews) belong in test and preview targets
# only: the products an app ships are also totalled apart. The SDK's limit applies to every product.
#
# The limits are budgets, raised only on purpose and with the capability that needed it named here:
#   1,800  the 1.0 surface.
#   +50    localization: WeatherFormatter, UnitPreferences, LocalizedWeatherError and the localized
#          messages of the errors, WeatherUI's `weatherUnits` environment value.
#   +10    screens honest on every path: CurrentPlaceModel.reload(), FavoritesModel.refresh(), the synchronous
#          list edits delete(atOffsets:)/reorder(fromOffsets:toOffset:) with savedEdits(),
#          DailyForecastNotifier.currentPermission(for:), and the test doubles' setPermission(_:) and
#          locationRequestCount.
#   +270   insight and verification: the next hour, day parts and significant changes (NextHourPrecipitation,
#          DayPart, DayPartForecast, WeatherChange), pollen (Pollen, PollenForecast, PollenSpecies, PollenLevel,
#          OpenMeteoClient.pollenForecast), climate normals (DailyNormals, NormalComparison,
#          ClimateNormalsProvider, StoredClimateNormals, OpenMeteoClient.climateNormals), MET Norway's nowcast, and
#          forecast verification (ForecastSample, WeatherObservation, LeadTime, SourceScore, ForecastVerifier,
#          VerificationStore and its data, VerifyingWeatherProvider, ArchiveBackfill, SourceOrder, the sandbox's
#          forecast skills).
#
# Usage: Scripts/count-public-api.sh [--check]
#   --check   exit non-zero when WeatherProviders or the whole SDK is over its limit
set -euo pipefail
cd "$(dirname "$0")/.."

providers_limit=500
total_limit=2130
skipped=(WeatherCore WeatherJSON)
test_only=(WeatherTesting WeatherUIPreviews)

check=false
for argument in "$@"; do
    case "$argument" in
        --check) check=true ;;
        *) echo "usage: $0 [--check]" >&2; exit 2 ;;
    esac
done

declaration='^[[:space:]]*(@[[:alnum:]_]+(\([^)]*\))?[[:space:]]+)*(public|open)[[:space:]]'

total=0
shipping=0
providers=0
printf '%-20s %6s\n' "Target" "Public"
for folder in Sources/*/; do
    target=$(basename "$folder")
    [[ " ${skipped[*]} " == *" $target "* ]] && continue
    # A C target has a module map and no Swift sources.
    if [ -z "$(find "$folder" -name '*.swift' -print -quit)" ]; then
        continue
    fi
    count=$(find "$folder" -name '*.swift' -print0 \
        | xargs -0 cat \
        | grep -E "$declaration" \
        | grep -cvE '^[[:space:]]*(@[[:alnum:]_]+(\([^)]*\))?[[:space:]]+)*public[[:space:]]+import[[:space:]]' || true)
    if [[ " ${test_only[*]} " == *" $target "* ]]; then
        printf '%-20s %6d   (tests and previews only)\n' "$target" "$count"
    else
        printf '%-20s %6d\n' "$target" "$count"
        shipping=$((shipping + count))
    fi
    total=$((total + count))
    [ "$target" = "WeatherProviders" ] && providers=$count
done
printf '%-20s %6d   (the products an app ships)\n' "Shipping" "$shipping"
printf '%-20s %6d   (with the test and preview products)\n' "Total" "$total"

if $check; then
    status=0
    if [ "$providers" -gt "$providers_limit" ]; then
        echo "error: WeatherProviders has $providers public declarations (limit $providers_limit)" >&2
        status=1
    fi
    if [ "$total" -gt "$total_limit" ]; then
        echo "error: the SDK has $total public declarations (limit $total_limit)" >&2
        status=1
    fi
    exit $status
fi
