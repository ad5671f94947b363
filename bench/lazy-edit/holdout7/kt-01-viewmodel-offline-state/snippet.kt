// ...existing code...
import com.acme.weather.data.WeatherRepository
import java.io.IOException
import kotlinx.coroutines.flow.MutableStateFlow
// ...existing code...
    data class Error(val message: String) : ForecastUiState
    data class Offline(val cached: Forecast?) : ForecastUiState
}

// ...existing code...
            _state.value = try {
                ForecastUiState.Success(repository.forecast(city))
            } catch (e: IOException) {
                ForecastUiState.Offline(repository.cachedForecast(city))
            } catch (e: Exception) {
                ForecastUiState.Error(e.message ?: "Unknown error")
            }
        // ...existing code...
        is ForecastUiState.Error -> "Couldn't load forecast: ${state.message}"
        is ForecastUiState.Offline -> state.cached?.let { "${it.city}: ${it.tempC}°C (offline)" } ?: "Offline"
    }
}
