namespace :reports do
  desc "Email the weekly sales summary to finance (weeks_ago defaults to 1)"
  task :weekly_sales, [:weeks_ago] => :environment do |_task, args|
    weeks_ago = Integer(args[:weeks_ago] || 1)
    range = weeks_ago.weeks.ago.beginning_of_week..weeks_ago.weeks.ago.end_of_week
    orders = Order.completed.where(completed_at: range)
    summary = {
      count: orders.count,
      revenue: orders.sum(:total_cents) / 100.0,
      top_products: orders.joins(:line_items)
                          .group("line_items.product_name")
                          .order(Arel.sql("SUM(line_items.quantity) DESC"))
                          .limit(5)
                          .sum("line_items.quantity")
    }
    if ENV["DRY_RUN"]
      pp summary
    else
      ReportMailer.weekly_sales(summary, range).deliver_now
      puts "Sent weekly sales report for #{range.first.to_date}"
    end
  end

  desc "Remove report exports older than 90 days"
  task prune_exports: :environment do
    cutoff = 90.days.ago
    stale = ReportExport.where("created_at < ?", cutoff)
    count = stale.count
    stale.find_each(&:destroy)
    puts "Removed #{count} exports created before #{cutoff.to_date}"
  end
end
