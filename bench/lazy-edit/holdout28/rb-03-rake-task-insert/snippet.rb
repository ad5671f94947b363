# ... existing code ...
    puts "Counters reset for #{Project.count} projects"
  end

  desc "Delete read notifications older than 90 days"
  task purge_notifications: :environment do
    deleted = Notification.read.where("created_at < ?", 90.days.ago).in_batches(of: 5_000).delete_all
    puts "Deleted #{deleted} read notifications"
  end

  namespace :uploads do
  # ... existing code ...
  end

  desc "Run all routine maintenance tasks"
  task all: %i[purge_sessions reset_counters purge_notifications uploads:purge_orphans]
end
