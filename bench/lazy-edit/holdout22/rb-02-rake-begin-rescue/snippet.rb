# ... existing code ...
  task :email_revenue, [:month] => :environment do |_t, args|
    # ... existing code ...
    abort "Report #{path} not found; run reports:monthly_revenue first" unless path.exist?

    attempts = 0
    begin
      attempts += 1
      ReportMailer.with(month: month, attachment: path.to_s).monthly_revenue.deliver_now
    rescue Net::SMTPServerBusy, Net::ReadTimeout => e
      raise if attempts >= 3

      warn "Delivery failed (#{e.class}), retrying in #{attempts * 10}s"
      sleep attempts * 10
      retry
    end
    puts "Sent #{path.basename} to finance"
  end
# ... existing code ...
