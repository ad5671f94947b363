require "net/http"
require "json"

module Integrations
  class SlackNotifier
    WEBHOOK_TIMEOUT = 5

    Error = Class.new(StandardError)

    def initialize(webhook_url:, channel: nil, username: "Deploy Bot", logger: Rails.logger)
      @uri = URI(webhook_url)
      @channel = channel
      @username = username
      @logger = logger
    end

    def deploy_started(app:, revision:, user:)
      post(text: ":rocket: #{user} started deploying *#{app}* (`#{revision[0, 7]}`)")
    end

    def deploy_finished(app:, revision:, duration:)
      post(text: ":white_check_mark: *#{app}* deployed `#{revision[0, 7]}` in #{duration.round}s")
    end

    def deploy_failed(app:, revision:, error:)
      post(
        text: ":x: Deploy of *#{app}* (`#{revision[0, 7]}`) failed",
        attachments: [{ color: "danger", text: error.to_s.truncate(500) }]
      )
    end

    private

    def post(payload)
      payload = payload.merge(channel: @channel) if @channel
      payload = payload.merge(username: @username)

      http = Net::HTTP.new(@uri.host, @uri.port)
      http.use_ssl = @uri.scheme == "https"
      http.open_timeout = WEBHOOK_TIMEOUT
      http.read_timeout = WEBHOOK_TIMEOUT

      request = Net::HTTP::Post.new(@uri.request_uri, "Content-Type" => "application/json")
      request.body = JSON.generate(payload)
      response = http.request(request)

      unless response.is_a?(Net::HTTPSuccess)
        raise Error, "Slack webhook returned #{response.code}: #{response.body}"
      end

      true
    end
  end
end
