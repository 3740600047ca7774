#include "glpk_raw.h"

#include <glpk.h>
#include <math.h>
#include <time.h>

static double now_seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* GLPK bound type from which bounds are finite. */
static int bound_type(double lo, double hi) {
  int hasLo = isfinite(lo), hasHi = isfinite(hi);
  if (!hasLo && !hasHi) return GLP_FR;
  if (hasLo && !hasHi) return GLP_LO;
  if (!hasLo && hasHi) return GLP_UP;
  return lo == hi ? GLP_FX : GLP_DB;
}

static glp_prob *build(int rows, int cols, int nnz, const int *ia, const int *ja, const double *ar,
                       const double *rowLo, const double *rowHi, const double *colLo, const double *colHi,
                       const double *obj, int maximize) {
  glp_term_out(GLP_OFF);
  glp_prob *lp = glp_create_prob();
  glp_set_obj_dir(lp, maximize ? GLP_MAX : GLP_MIN);
  if (rows > 0) glp_add_rows(lp, rows);
  if (cols > 0) glp_add_cols(lp, cols);
  for (int i = 0; i < rows; i++) {
    glp_set_row_bnds(lp, i + 1, bound_type(rowLo[i], rowHi[i]), isfinite(rowLo[i]) ? rowLo[i] : 0.0,
                     isfinite(rowHi[i]) ? rowHi[i] : 0.0);
  }
  for (int j = 0; j < cols; j++) {
    glp_set_col_bnds(lp, j + 1, bound_type(colLo[j], colHi[j]), isfinite(colLo[j]) ? colLo[j] : 0.0,
                     isfinite(colHi[j]) ? colHi[j] : 0.0);
    if (obj[j] != 0.0) glp_set_obj_coef(lp, j + 1, obj[j]);
  }
  if (nnz > 0) glp_load_matrix(lp, nnz, ia, ja, ar);
  glp_scale_prob(lp, GLP_SF_AUTO);
  return lp;
}

static int solve(glp_prob *lp) {
  glp_smcp parm;
  glp_init_smcp(&parm);
  parm.msg_lev = GLP_MSG_OFF;
  parm.meth = GLP_DUALP;
  parm.presolve = GLP_OFF;
  return glp_simplex(lp, &parm);
}

double glp_raw_solve(int rows, int cols, int nnz, const int *ia, const int *ja, const double *ar,
                     const double *rowLo, const double *rowHi, const double *colLo, const double *colHi,
                     const double *obj, int maximize, double *seconds) {
  double start = now_seconds();
  glp_prob *lp = build(rows, cols, nnz, ia, ja, ar, rowLo, rowHi, colLo, colHi, obj, maximize);
  int code = solve(lp);
  double objective = (code == 0 && glp_get_status(lp) == GLP_OPT) ? glp_get_obj_val(lp) : NAN;
  glp_delete_prob(lp);
  if (seconds) *seconds = now_seconds() - start;
  return objective;
}

double glp_raw_build(int rows, int cols, int nnz, const int *ia, const int *ja, const double *ar,
                     const double *rowLo, const double *rowHi, const double *colLo, const double *colHi,
                     const double *obj, int maximize) {
  double start = now_seconds();
  glp_prob *lp = build(rows, cols, nnz, ia, ja, ar, rowLo, rowHi, colLo, colHi, obj, maximize);
  glp_delete_prob(lp);
  return now_seconds() - start;
}

double glp_raw_warm_resolve(int rows, int cols, int nnz, const int *ia, const int *ja, const double *ar,
                            const double *rowLo, const double *rowHi, const double *colLo, const double *colHi,
                            const double *obj, int maximize, int column, double newLo, double newHi,
                            double *coldSeconds, double *warmSeconds, int *coldIterations, int *warmIterations) {
  double start = now_seconds();
  glp_prob *lp = build(rows, cols, nnz, ia, ja, ar, rowLo, rowHi, colLo, colHi, obj, maximize);
  solve(lp);
  int afterCold = glp_get_it_cnt(lp);
  double middle = now_seconds();
  glp_set_col_bnds(lp, column + 1, bound_type(newLo, newHi), isfinite(newLo) ? newLo : 0.0,
                   isfinite(newHi) ? newHi : 0.0);
  int code = solve(lp);
  double objective = (code == 0 && glp_get_status(lp) == GLP_OPT) ? glp_get_obj_val(lp) : NAN;
  double end = now_seconds();
  if (coldSeconds) *coldSeconds = middle - start;
  if (warmSeconds) *warmSeconds = end - middle;
  if (coldIterations) *coldIterations = afterCold;
  if (warmIterations) *warmIterations = glp_get_it_cnt(lp) - afterCold;
  glp_delete_prob(lp);
  return objective;
}
