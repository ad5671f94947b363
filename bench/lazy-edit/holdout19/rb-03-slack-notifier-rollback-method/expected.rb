require "net/http"
require "json"

module Integrations
  class SlackNotifier
    class DeliveryError < StandardError; end

    DEFAULT_USERNAME = "Deploy Bot".freeze
    COLORS = {
      success: "#2eb886",
      failure: "#a30200",
      warning: "#daa038"
    }.freeze

    def initialize(webhook_url:, channel: nil, username: DEFAULT_USERNAME)
      @webhook_url = URI(webhook_url)
      @channel = channel
      @username = username
    end

    def deploy_started(app:, environment:, revision:, user:)
      post(
        text: "#{user} is deploying *#{app}* (`#{revision[0, 7]}`) to #{environment}",
        color: COLORS[:warning]
      )
    end

    def deploy_finished(app:, environment:, revision:, duration:)
      post(
        text: "*#{app}* (`#{revision[0, 7]}`) is live on #{environment} after #{duration.round}s",
        color: COLORS[:success]
      )
    end

    def deploy_failed(app:, environment:, error:)
      post(
        text: "Deploy of *#{app}* to #{environment} failed: #{error}",
        color: COLORS[:failure]
      )
    end

    def rollback_finished(app:, environment:, revision:, user:)
      post(
        text: "#{user} rolled *#{app}* on #{environment} back to `#{revision[0, 7]}`",
        color: COLORS[:warning]
      )
    end

    private

    def post(text:, color:)
      payload = {
        username: @username,
        channel: @channel,
        attachments: [{ color: color, text: text, mrkdwn_in: ["text"] }]
      }.compact

      response = Net::HTTP.post(@webhook_url, payload.to_json, "Content-Type" => "application/json")
      return if response.is_a?(Net::HTTPSuccess)

      raise DeliveryError, "Slack returned #{response.code}: #{response.body}"
    end
  end
end
