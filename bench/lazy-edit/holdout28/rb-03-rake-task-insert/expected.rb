# frozen_string_literal: true

namespace :maintenance do
  desc "Delete expired sessions older than DAYS (default 30)"
  task purge_sessions: :environment do
    days = Integer(ENV.fetch("DAYS", 30))
    cutoff = days.days.ago
    deleted = Session.where("updated_at < ?", cutoff).delete_all
    puts "Deleted #{deleted} sessions last active before #{cutoff.to_date}"
  end

  desc "Recalculate cached counters on projects"
  task reset_counters: :environment do
    Project.find_each do |project|
      Project.reset_counters(project.id, :issues, :memberships)
    end
    puts "Counters reset for #{Project.count} projects"
  end

  desc "Delete read notifications older than 90 days"
  task purge_notifications: :environment do
    deleted = Notification.read.where("created_at < ?", 90.days.ago).in_batches(of: 5_000).delete_all
    puts "Deleted #{deleted} read notifications"
  end

  namespace :uploads do
    desc "Remove blobs that are not attached to any record"
    task purge_orphans: :environment do
      scope = ActiveStorage::Blob.unattached.where("active_storage_blobs.created_at < ?", 2.days.ago)
      count = scope.count
      scope.find_each(&:purge_later)
      puts "Enqueued purge for #{count} orphaned blobs"
    end

    desc "Report storage used per record type"
    task usage: :environment do
      rows = ActiveStorage::Attachment.joins(:blob)
                                      .group(:record_type)
                                      .sum("active_storage_blobs.byte_size")
      rows.sort_by { |_, bytes| -bytes }.each do |type, bytes|
        puts format("%-30s %10.1f MB", type, bytes / 1.megabyte.to_f)
      end
    end
  end

  desc "Run all routine maintenance tasks"
  task all: %i[purge_sessions reset_counters purge_notifications uploads:purge_orphans]
end
