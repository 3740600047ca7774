/// The solver target: the only code that touches GLPK.
public enum TrellisSolver {}
