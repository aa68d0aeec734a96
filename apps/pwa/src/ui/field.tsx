export * from '@upah/ui/field';
