// ... existing code ...
import dagger.hilt.android.lifecycle.HiltViewModel
import java.io.IOException
import javax.inject.Inject
// ... existing code ...
    fun refresh() {
        viewModelScope.launch {
            _state.update { it.copy(isLoading = true, errorMessage = null) }
            try {
                val id = cityId ?: locationProvider.nearestCityId()
                val forecast = repository.dailyForecast(id, days = 7)
                _state.update {
                    it.copy(
                        isLoading = false,
                        cityName = forecast.cityName,
                        days = forecast.days,
                    )
                }
            } catch (e: IOException) {
                _state.update { it.copy(isLoading = false, errorMessage = e.localizedMessage ?: "Network error") }
            }
        }
    }
// ... existing code ...
