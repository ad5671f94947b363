// ... existing config ...
        targetSdk = 34
        versionCode = 42
        versionName = "1.10.0"
        testInstrumentationRunner = "androidx.test.runner.AndroidJUnitRunner"
    }
// ... existing config ...
    buildFeatures {
        compose = true
        buildConfig = true
    }
// ... existing config ...
    implementation(libs.room.ktx)
    ksp(libs.room.compiler)
    implementation(libs.androidx.datastore.preferences)

    testImplementation(libs.junit)
    testImplementation(libs.kotlinx.coroutines.test)
    testImplementation(libs.turbine)
// ... existing config ...
