# frozen_string_literal: true

require "rails_helper"

RSpec.describe BranchProtection do
  let(:repo) { create(:repository) }
  let(:rule) { described_class.new(repo, pattern: "release/*", required_approvals: 2) }

  describe "#applies_to?" do
    it "matches a branch under the pattern" do
      expect(rule.applies_to?("release/1.0")).to be(true)
    end

    it "does not match the default branch" do
      expect(rule.applies_to?("main")).to be(false)
    end

    it "does not match nested branches" do
      expect(rule.applies_to?("release/1.0/hotfix")).to be(false)
    end

    it "is case sensitive" do
      expect(rule.applies_to?("Release/1.0")).to be(false)
    end

    it "does not match a bare prefix" do
      expect(rule.applies_to?("release")).to be(false)
    end
  end

  describe "#satisfied_by?" do
    let(:pull) { create(:pull_request, repository: repo, base: "release/1.0") }

    it "requires the configured number of approvals" do
      create(:review, :approved, pull_request: pull)
      expect(rule.satisfied_by?(pull)).to be(false)
      create(:review, :approved, pull_request: pull)
      expect(rule.satisfied_by?(pull)).to be(true)
    end
  end
end
