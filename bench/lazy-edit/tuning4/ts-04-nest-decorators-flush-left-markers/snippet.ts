import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, UseGuards } from "@nestjs/common";
import { ApiTags } from "@nestjs/swagger";
import { RepoAdminGuard } from "../auth/repo-admin.guard";
// ... existing code ...

  @Post()
  @UseGuards(RepoAdminGuard)
  create(
// ... existing code ...

  @Delete(":id")
  @HttpCode(204)
  @UseGuards(RepoAdminGuard)
  async remove(
// ... existing code ...
