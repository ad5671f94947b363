// ... existing code ...
import kotlinx.coroutines.launch
import java.io.IOException

// ... existing code ...

    fun load(location: Location) {
        _state.update { it.copy(loading = true, location = location, errorMessage = null) }
        viewModelScope.launch {
            try {
                val forecast = repository.forecastFor(location)
                _state.update { it.copy(loading = false, forecast = forecast) }
            } catch (e: IOException) {
                _state.update {
                    it.copy(loading = false, errorMessage = e.message ?: "Could not load the forecast")
                }
            }
        }
    }

// ... existing code ...
