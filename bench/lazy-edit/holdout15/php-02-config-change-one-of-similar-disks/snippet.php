// ... existing code ...
        'backups' => [
            'driver' => 's3',
            'key' => env('AWS_ACCESS_KEY_ID'),
            'secret' => env('AWS_SECRET_ACCESS_KEY'),
            'region' => env('AWS_BACKUP_REGION', env('AWS_DEFAULT_REGION')),
            'bucket' => env('AWS_BACKUP_BUCKET'),
            'root' => 'db-dumps',
            'visibility' => 'private',
            'url' => env('AWS_URL'),
            // ... existing code ...
            'throw' => true,
        ],
// ... existing code ...
