namespace :data do
  desc "Backfill missing slugs on articles"
  task backfill_slugs: :environment do
    scope = Article.where(slug: [nil, ""])
    total = scope.count
    puts "Backfilling #{total} articles"

    scope.find_each.with_index(1) do |article, index|
      article.update_columns(slug: article.title.parameterize)
      puts "  #{index}/#{total}" if (index % 100).zero?
    end

    puts "Done"
  end

  desc "Remove orphaned attachments older than N days (default 30)"
  task :purge_orphans, [:days] => :environment do |_t, args|
    days = Integer(args[:days] || 30)
    cutoff = days.days.ago
    orphans = ActiveStorage::Blob.unattached.where("active_storage_blobs.created_at < ?", cutoff)
    count = orphans.count
    orphans.find_each(&:purge_later)
    puts "Queued #{count} blobs for purge"
  end
end
