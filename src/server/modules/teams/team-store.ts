import type { Database } from '../../db/client';
import { createInvitationsRepository, type InvitationsRepository } from './invitations.repository';
import { createTeamsRepository, type TeamsRepository } from './teams.repository';

/** The team module's repositories, bound to one connection or transaction. */
export interface TeamRepositories {
  teams: TeamsRepository;
  invitations: InvitationsRepository;
}

export interface TeamStore extends TeamRepositories {
  /**
   * Runs `work` in one transaction with repositories bound to it. Services call `teams.lock(teamId)` first, so
   * checks such as "members plus pending invitations below the plan's limit" cannot race with each other.
   * Send e-mail and record activity after it resolves, never inside.
   */
  transaction<T>(work: (repos: TeamRepositories) => Promise<T>): Promise<T>;
}

export function createTeamStore(db: Database): TeamStore {
  const bind = (conn: Database): TeamRepositories => ({
    teams: createTeamsRepository(conn),
    invitations: createInvitationsRepository(conn),
  });
  return {
    ...bind(db),
    transaction: (work) => db.transaction((tx) => work(bind(tx))),
  };
}
