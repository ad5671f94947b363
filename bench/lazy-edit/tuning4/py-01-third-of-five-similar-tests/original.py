import pytest

from forgekeep.merge import MergeStrategy, merge_pull_request
from tests.factories import make_pull_request, make_repo


@pytest.fixture
def repo(tmp_path):
    return make_repo(tmp_path, branches=["main", "feature"])


def test_merge_fast_forward(repo):
    pr = make_pull_request(repo, head="feature", base="main")
    result = merge_pull_request(pr, strategy=MergeStrategy.FAST_FORWARD)
    assert result.merged
    assert result.commit_count == 0
    assert repo.head("main") == repo.head("feature")


def test_merge_commit(repo):
    pr = make_pull_request(repo, head="feature", base="main")
    result = merge_pull_request(pr, strategy=MergeStrategy.MERGE_COMMIT)
    assert result.merged
    assert result.commit_count == 1
    assert repo.head("main") != repo.head("feature")


def test_merge_squash(repo):
    pr = make_pull_request(repo, head="feature", base="main")
    result = merge_pull_request(pr, strategy=MergeStrategy.SQUASH)
    assert result.merged
    assert result.commit_count == 1
    assert repo.head("main") != repo.head("feature")


def test_merge_rebase(repo):
    pr = make_pull_request(repo, head="feature", base="main")
    result = merge_pull_request(pr, strategy=MergeStrategy.REBASE)
    assert result.merged
    assert result.commit_count == 0
    assert repo.head("main") != repo.head("feature")


def test_merge_conflict(repo):
    pr = make_pull_request(repo, head="feature", base="main", conflicting=True)
    result = merge_pull_request(pr, strategy=MergeStrategy.MERGE_COMMIT)
    assert not result.merged
    assert result.commit_count == 0
    assert result.conflicts == ["README.md"]
