# lib/tasks/search.rake
namespace :search do
  desc "Rebuild the search index for all published articles"
  task reindex: :environment do
    batch_size = Integer(ENV.fetch("BATCH_SIZE", 500))
    index = SearchIndex.new(Article.search_index_name)

    index.create_next_version!
    total = Article.published.count
    done = 0

    Article.published.includes(:author, :tags).find_in_batches(batch_size: batch_size) do |batch|
      documents = batch.map(&:to_search_document)
      index.bulk_upsert(documents)
      done += batch.size
      puts format("%<done>6d / %<total>d", done: done, total: total)
    end

    index.promote_next_version!
    puts "Reindexed #{done} articles into #{index.current_version}"
  end

  desc "Remove index versions older than KEEP (default 2)"
  task prune: :environment do
    keep = Integer(ENV.fetch("KEEP", 2))
    index = SearchIndex.new(Article.search_index_name)
    removed = index.prune_versions!(keep: keep)
    if removed.empty?
      puts "Nothing to prune"
    else
      removed.each { |version| puts "Deleted #{version}" }
    end
  end

  desc "Index a single article: rake search:index_one[ID]"
  task :index_one, [:id] => :environment do |_task, args|
    article = Article.find(args.fetch(:id))
    index = SearchIndex.new(Article.search_index_name)
    index.bulk_upsert([article.to_search_document])
    puts "Indexed article #{article.id}"
  end

  desc "Print index statistics"
  task stats: :environment do
    index = SearchIndex.new(Article.search_index_name)
    stats = index.stats
    puts "Current version: #{index.current_version}"
    puts "Documents:       #{stats.fetch('docs_count')}"
    puts "Size on disk:    #{stats.fetch('store_size')}"
  end
end
