// Counts Redocly Respect's JSON report (`--json-output`) per workflow: a workflow passes when it
// ran at least one step and every check of every step passed.

export interface RespectReport {
  files: Record<string, { executedWorkflows?: Array<{ workflowId: string; executedSteps?: Array<{ stepId: string; checks?: Array<{ name?: string; passed: boolean }> }> }> }>;
}

export interface WorkflowTally {
  passed: number;
  failed: number;
  failures: string[];
}

export function tallyWorkflows(report: RespectReport): WorkflowTally {
  const tally: WorkflowTally = { passed: 0, failed: 0, failures: [] };
  for (const [file, result] of Object.entries(report.files ?? {})) {
    const workflows = result.executedWorkflows ?? [];
    if (workflows.length === 0) {
      tally.failed += 1;
      tally.failures.push(`${file}: no workflow ran`);
    }
    for (const workflow of workflows) {
      const steps = workflow.executedSteps ?? [];
      const failedChecks = steps.flatMap((step) => (step.checks ?? []).filter((check) => !check.passed).map((check) => `${step.stepId}: ${check.name ?? 'check'}`));
      if (steps.length > 0 && failedChecks.length === 0) tally.passed += 1;
      else {
        tally.failed += 1;
        tally.failures.push(`${file} / ${workflow.workflowId}: ${failedChecks.join(', ') || 'no step ran'}`);
      }
    }
  }
  return tally;
}
