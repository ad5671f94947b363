# frozen_string_literal: true

require "rails_helper"

RSpec.describe Branches::ProtectionChecker do
  subject(:checker) { described_class.new(repository: repository, user: user) }

  let(:owner) { create(:user) }
  let(:user) { create(:user) }
  let(:repository) { create(:repository, owner: owner) }
  let(:rule) { create(:protection_rule, repository: repository, pattern: "main") }

  before { rule }

  describe "#can_push?" do
    context "when the branch is not protected" do
      it "allows anyone with write access" do
        create(:collaborator, repository: repository, user: user, role: :write)

        expect(checker.can_push?("feature/x")).to be(true)
      end

      it "denies users without write access" do
        expect(checker.can_push?("feature/x")).to be(false)
      end
    end

    context "when the branch is protected" do
      it "denies collaborators with write access" do
        create(:collaborator, repository: repository, user: user, role: :write)

        expect(checker.can_push?("main")).to be(false)
      end

      it "allows admins" do
        create(:collaborator, repository: repository, user: user, role: :admin)

        expect(checker.can_push?("main")).to be(true)
      end

      it "allows users on the rule's bypass list" do
        create(:collaborator, repository: repository, user: user, role: :write)
        rule.bypass_users << user

        expect(checker.can_push?("main")).to be(true)
      end

      it "allows the owner" do
        checker = described_class.new(repository: repository, user: owner)

        expect(checker.can_push?("main")).to be(true)
      end
    end

    context "when the rule uses a wildcard" do
      let(:rule) { create(:protection_rule, repository: repository, pattern: "release/*") }

      it "protects matching branches" do
        create(:collaborator, repository: repository, user: user, role: :write)

        expect(checker.can_push?("release/1.0")).to be(false)
      end

      it "does not protect other branches" do
        create(:collaborator, repository: repository, user: user, role: :write)

        expect(checker.can_push?("main")).to be(true)
      end
    end
  end

  describe "#can_force_push?" do
    it "is false for protected branches even for admins" do
      create(:collaborator, repository: repository, user: user, role: :admin)

      expect(checker.can_force_push?("main")).to be(false)
    end

    it "is true for unprotected branches with write access" do
      create(:collaborator, repository: repository, user: user, role: :write)

      expect(checker.can_force_push?("feature/x")).to be(true)
    end

    it "is false without write access" do
      expect(checker.can_force_push?("feature/x")).to be(false)
    end
  end

  describe "#can_delete?" do
    it "is false for the default branch" do
      create(:collaborator, repository: repository, user: user, role: :admin)

      expect(checker.can_delete?(repository.default_branch)).to be(false)
    end

    it "is false for protected branches" do
      create(:collaborator, repository: repository, user: user, role: :admin)

      expect(checker.can_delete?("main")).to be(false)
    end

    it "is true for unprotected branches with write access" do
      create(:collaborator, repository: repository, user: user, role: :write)

      expect(checker.can_delete?("feature/x")).to be(true)
    end
  end
end
