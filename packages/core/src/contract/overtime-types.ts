/**
 * SPEC §9 overtime types: workday, offday. Without zod, so the overtime form can list them without loading the
 * overtime contract (which ./overtime re-exports them from).
 */
export const OVERTIME_TYPES = ['workday', 'offday'] as const;
export type OvertimeTypeName = (typeof OVERTIME_TYPES)[number];
