namespace :reports do
  desc "Email the weekly sales summary to finance"
  task weekly_sales: :environment do
    range = 1.week.ago.beginning_of_week..1.week.ago.end_of_week
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
    ReportMailer.weekly_sales(summary, range).deliver_now
    puts "Sent weekly sales report for #{range.first.to_date}"
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
