// ... existing code ...
        versionCode = 28
        versionName = "1.10.0"
// ... existing code ...
        release {
            isMinifyEnabled = true
            isShrinkResources = true
            proguardFiles(
// ... existing code ...
dependencies {
    implementation(platform("androidx.compose:compose-bom:2024.05.00"))
    // ... existing code ...
    implementation("androidx.room:room-ktx:2.6.1")
    ksp("androidx.room:room-compiler:2.6.1")
    implementation("androidx.datastore:datastore-preferences:1.1.1")
    implementation("com.google.dagger:hilt-android:2.51.1")
    // ... existing code ...
    androidTestImplementation("androidx.test.ext:junit:1.1.5")
    androidTestImplementation(platform("androidx.compose:compose-bom:2024.05.00"))
    // ... existing code ...
