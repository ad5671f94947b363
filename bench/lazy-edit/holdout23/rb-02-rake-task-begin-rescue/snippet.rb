# ... keep existing ...

  desc "Email the churn report to the finance team"
  task churn: :environment do
    begin
      report = Reports::Churn.new(as_of: Date.current)
      ReportMailer.with(report: report).churn.deliver_now
      puts "Churn report sent (#{report.cancelled_count} cancellations)"
    rescue Net::SMTPFatalError, Net::SMTPServerBusy => e
      Rails.logger.error("churn report failed: #{e.message}")
      abort "Could not send churn report: #{e.message}"
    end
  end

  # ... keep existing ...
