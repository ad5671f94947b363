namespace :reports do
  desc "Email the weekly sales summary to finance (weeks_ago defaults to 1)"
  task :weekly_sales, [:weeks_ago] => :environment do |_task, args|
    weeks_ago = Integer(args[:weeks_ago] || 1)
    range = weeks_ago.weeks.ago.beginning_of_week..weeks_ago.weeks.ago.end_of_week
    orders = Order.completed.where(completed_at: range)
    # ... existing code ...
    }
    if ENV["DRY_RUN"]
      pp summary
    else
      ReportMailer.weekly_sales(summary, range).deliver_now
      puts "Sent weekly sales report for #{range.first.to_date}"
    end
  end

  # ... existing code ...
