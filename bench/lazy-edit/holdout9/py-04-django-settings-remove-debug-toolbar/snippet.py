# ... existing code ...
    "rest_framework",
    "django_filters",
    "catalog",
    "orders",
    "accounts",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    # ... existing code ...
]

ROOT_URLCONF = "storefront.urls"
# ... rest of the file unchanged ...
