# ... existing code ...
    index.create_next_version!
    total = Article.published.count
    done = 0

    begin
      Article.published.includes(:author, :tags).find_in_batches(batch_size: batch_size) do |batch|
        documents = batch.map(&:to_search_document)
        index.bulk_upsert(documents)
        done += batch.size
        puts format("%<done>6d / %<total>d", done: done, total: total)
      end

      index.promote_next_version!
    rescue StandardError => e
      index.drop_next_version!
      abort "Reindex failed after #{done} articles: #{e.message}"
    end
    puts "Reindexed #{done} articles into #{index.current_version}"
  end
  # ... keep existing tasks ...
