// ... existing code ...
    @GET("v1/forecast")
    suspend fun forecast(
        @Query("lat") latitude: Double,
        @Query("lon") longitude: Double,
        @Query("days") days: Int = 7,
        @Query("hourly") hourly: Boolean = false,
        @Query("units") units: String = "metric",
    ): ForecastResponse
// ... existing code ...
                if (debug) {
                    addInterceptor(HttpLoggingInterceptor().apply {
                        level = HttpLoggingInterceptor.Level.HEADERS
                        redactHeader("X-Api-Key")
                    })
                }
// ... existing code ...
