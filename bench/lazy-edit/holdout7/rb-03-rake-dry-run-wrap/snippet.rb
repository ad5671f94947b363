namespace :data do
  desc "Backfill missing slugs on articles (set DRY_RUN=1 to preview)"
  task backfill_slugs: :environment do
    dry_run = ENV["DRY_RUN"].present?
    scope = Article.where(slug: [nil, ""])
    total = scope.count
    puts "Backfilling #{total} articles#{' (dry run)' if dry_run}"

    scope.find_each.with_index(1) do |article, index|
      slug = article.title.parameterize
      if dry_run
        puts "  would set #{article.id} -> #{slug}"
      else
        article.update_columns(slug: slug)
      end
      puts "  #{index}/#{total}" if (index % 100).zero?
    end

    puts "Done"
  end

  # ... existing code ...
end
