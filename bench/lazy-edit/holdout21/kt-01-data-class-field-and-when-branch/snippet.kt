// ... existing code ...
    val icon: WeatherIcon,
    val precipitationChance: Int,
    val windKph: Int,
)

enum class WeatherIcon {
    // ... existing code ...
    SNOW,
    SLEET,
    THUNDERSTORM,
    FOG,
}

fun WeatherCode.toIcon(): WeatherIcon = when (this) {
    // ... existing code ...
    WeatherCode.SNOW, WeatherCode.SNOW_SHOWERS -> WeatherIcon.SNOW
    WeatherCode.FREEZING_DRIZZLE, WeatherCode.FREEZING_RAIN -> WeatherIcon.SLEET
    WeatherCode.THUNDERSTORM -> WeatherIcon.THUNDERSTORM
}
// ... existing code ...
            precipitationChance = day.precipitationProbability ?: 0,
            windKph = (day.maxWindSpeedMs * 3.6).roundToInt(),
        )
    }
